import { Markdown } from '@/components/markdown';
import { BlockFrame } from '../components/block-frame';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';

/** `style_explanation`: the profile (attachment style) title, description and course text. */
export function StyleExplanationBlock({ block }: BlockProps<'style_explanation'>) {
  const { profile } = useReport();
  if (!profile) return null;
  return (
    <BlockFrame title={block.title} help={block.help}>
      <h3>{profile.title}</h3>
      <Markdown>{profile.description}</Markdown>
      {profile.course_text ? <Markdown>{profile.course_text}</Markdown> : null}
      {profile.join_text ? <Markdown>{profile.join_text}</Markdown> : null}
    </BlockFrame>
  );
}
