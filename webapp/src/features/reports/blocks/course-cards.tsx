import { Markdown } from '@/components/markdown';
import type { Course } from '@/features/instruments/api/instrument-schema';

/** Course cards with an external Learn More link. */
export function CourseCards({ courses }: { courses: readonly Course[] }) {
  return (
    <div className="course-grid">
      {courses.map((course) => (
        <article key={course.id} className="course-card">
          <h3>{course.title}</h3>
          <Markdown>{course.text}</Markdown>
          <a className="button button--secondary" href={course.link} target="_blank" rel="noreferrer">
            {course.link_label}
            <span className="visually-hidden">: {course.title} (opens in a new tab)</span>
          </a>
        </article>
      ))}
    </div>
  );
}
