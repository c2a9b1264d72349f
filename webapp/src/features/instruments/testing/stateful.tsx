import { useState, type ComponentType } from 'react';

type Controlled = { value: string | null; onChange: (value: string | null) => void };

/** Holds the value of a question or follow-up component in a story, so it can be clicked. */
export function stateful<P extends Controlled>(Component: ComponentType<P>) {
  return function Stateful(props: P) {
    const [value, setValue] = useState(props.value);
    return <Component {...props} value={value} onChange={setValue} />;
  };
}

/** The heading a question component is named by, as QuestionStep draws it. */
export function QuestionFrame({ id, text, children }: { id: string; text: string; children: React.ReactNode }) {
  return (
    <div className="card question-card" style={{ maxWidth: '40rem' }}>
      <h2 id={id} className="question-card__text">
        {text}
      </h2>
      {children}
    </div>
  );
}
