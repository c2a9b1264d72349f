import { PlaceholderScreen } from '@/components/placeholder-screen';

// PLACEHOLDER owned by the renderer helper: replace this module with the real screen.
// The shell (issue 5) only reserves the route and its lazy chunk.
export function Component() {
  return <PlaceholderScreen title="Survey Stats" />;
}
