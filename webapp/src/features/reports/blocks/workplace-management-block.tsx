import { Markdown } from '@/components/markdown';
import { BlockFrame } from '../components/block-frame';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';

/** `workplace_management`: the profile's advice for working life. */
export function WorkplaceManagementBlock({ block }: BlockProps<'workplace_management'>) {
  const { profile } = useReport();
  if (!profile || profile.workplace_management.length === 0) return null;
  return (
    <BlockFrame title={block.title} help={block.help}>
      <ul className="workplace-list">
        {profile.workplace_management.map((item) => (
          <li key={item}>
            <Markdown inline>{item}</Markdown>
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
