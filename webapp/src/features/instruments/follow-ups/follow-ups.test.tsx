import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, emojiFollowUp, faces, textFieldFollowUp, textSelectFollowUp } from '../testing/fixtures';
import { EmojiSelectFollowUp } from './emoji-select-follow-up';
import { TextFieldFollowUp } from './text-field-follow-up';
import { TextSelectFollowUp } from './text-select-follow-up';

function Label({ id, text }: { id: string; text: string }) {
  return <p id={id}>{text}</p>;
}

describe('follow-up components', () => {
  it('emoji_select draws three faces, each with its answer as the name', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <Label id="f" text={emojiFollowUp.text} />
        <EmojiSelectFollowUp followUp={emojiFollowUp} answers={faces} value={null} onChange={onChange} labelledBy="f" />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: emojiFollowUp.text })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Content', 'Neutral', 'Unhappy']);
    expect(container.querySelectorAll('svg.face-icon')).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Unhappy' }));
    expect(onChange).toHaveBeenCalledWith('Unhappy');
  });

  it('text_select offers the answer labels and hands back the value', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Label id="f" text={textSelectFollowUp.text} />
        <TextSelectFollowUp
          followUp={textSelectFollowUp}
          answers={[answer('All of them', 'Yes, all of them'), answer('None of them', 'No, none of them')]}
          value={null}
          onChange={onChange}
          labelledBy="f"
        />
      </>,
    );
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: textSelectFollowUp.text }), 'Yes, all of them');
    expect(onChange).toHaveBeenCalledWith('All of them');
  });

  it('text_field keeps to its maximum length and treats blank text as no answer', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Label id="f" text={textFieldFollowUp.text} />
        <TextFieldFollowUp followUp={textFieldFollowUp} answers={[]} value={null} onChange={onChange} labelledBy="f" />
      </>,
    );
    const box = screen.getByRole('textbox', { name: textFieldFollowUp.text });
    expect(box).toHaveAttribute('maxLength', '300');
    await userEvent.setup().type(box, ' ');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
