import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldShell, inputClass } from './field';

/**
 * A small rich-text editor for questions and explanations: bold, italic, underline, subscript and superscript (formulas
 * such as H₂O or x²), bulleted and numbered lists, code. The value is HTML; the server keeps only an allow-list of
 * tags (exams' safe-html.ts) and pages show it through SafeHtml, so nothing typed or pasted here reaches another page as
 * markup. Pasting takes the clipboard's text only: a word processor's styles and scripts never come in.
 */
const TOOLS: { command: string; label: string; text: ReactNode; key?: string }[] = [
  { command: 'bold', label: 'Bold', text: <strong>B</strong>, key: 'b' },
  { command: 'italic', label: 'Italic', text: <em>I</em>, key: 'i' },
  { command: 'underline', label: 'Underline', text: <u>U</u>, key: 'u' },
  {
    command: 'subscript',
    label: 'Subscript',
    text: (
      <span>
        x<sub>2</sub>
      </span>
    ),
  },
  {
    command: 'superscript',
    label: 'Superscript',
    text: (
      <span>
        x<sup>2</sup>
      </span>
    ),
  },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '•' },
  { command: 'insertOrderedList', label: 'Numbered list', text: '1.' },
];

/** What the editor holds when it looks empty (browsers leave a <br> or an empty block behind). */
const blank = (html: string) => html.replace(/<br\s*\/?>|<\/?(div|p)>|&nbsp;|\s/gi, '') === '';

export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  minHeight = 'min-h-24',
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  minHeight?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Written into the DOM only when the value changes from outside (a reset): rewriting it on every keystroke would move
  // the caret to the start.
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value && !(blank(el.innerHTML) && blank(value))) el.innerHTML = value;
  }, [value]);
  const emit = () => {
    const html = ref.current?.innerHTML ?? '';
    onChange(blank(html) ? '' : html);
  };
  const run = (command: string) => {
    ref.current?.focus();
    document.execCommand(command);
    emit();
  };
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <div className={cn('overflow-hidden rounded-lg border', error ? 'border-rose-500' : 'border-slate-300')}>
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1"
        >
          {TOOLS.map((t) => (
            <button
              key={t.command}
              type="button"
              title={t.key ? `${t.label} (Ctrl+${t.key.toUpperCase()})` : t.label}
              // Keeps the selection in the editor: a click on the button would otherwise take the focus first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(t.command)}
              className="min-w-8 rounded px-2 py-1 text-sm text-slate-700 hover:bg-white hover:shadow-xs focus:outline-none focus:ring-2 focus:ring-brand-100"
            >
              <span aria-hidden="true">{t.text}</span>
              <span className="sr-only">{t.label}</span>
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: an editor of formatted text is contentEditable; a textarea holds no formatting. */}
        <div
          ref={ref}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          aria-required={required || undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={emit}
          onBlur={onBlur}
          onPaste={(e) => {
            e.preventDefault();
            document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
            emit();
          }}
          className={cn(
            inputClass(false),
            'rich-text rounded-none border-0 shadow-none focus:ring-0',
            '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
            minHeight,
          )}
        />
      </div>
    </FieldShell>
  );
}
