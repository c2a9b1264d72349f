import { BlockFrame } from '../components/block-frame';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';
import { CourseCards } from './course-cards';

/** `courses`: the instrument's courses named by the block. */
export function CoursesBlock({ block }: BlockProps<'courses'>) {
  const { instrument } = useReport();
  const courses = block.courses.flatMap((id) => instrument.courses.filter((course) => course.id === id));
  return (
    <BlockFrame title={block.title} help={block.help}>
      <CourseCards courses={courses} />
    </BlockFrame>
  );
}
