import { useEffect, useState, type ReactNode } from 'react';
import { PauseIcon, PlayIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { AssessmentArt, ClassesArt, LoginsArt, ProgressArt } from './slide-art';

/** 001 §2: the sign-in slideshow plays by itself at a 1500 ms pace. */
export const SLIDE_MS = 1500;

const slides: { title: string; text: string; art: ReactNode }[] = [
  { title: 'Online classes', text: 'Teach live, share materials and take attendance from anywhere.', art: <ClassesArt /> },
  {
    title: 'Assessments with automated evaluation',
    text: 'Exams and assignments marked the moment they are submitted.',
    art: <AssessmentArt />,
  },
  { title: 'Teacher and student/parent login', text: 'Everyone signs in to a panel made for what they do.', art: <LoginsArt /> },
  { title: 'Progress tracking', text: 'Attendance, results and fees followed term after term.', art: <ProgressArt /> },
];

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** An auto-playing, pausable carousel (pauses on hover or focus, and for reduced motion). */
export function IntroSlideshow() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const [held, setHeld] = useState(false);
  const running = playing && !held;

  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_MS);
    return () => clearInterval(t);
  }, [running]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="What the panel does"
      className="w-full"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="grid w-full" aria-live={running ? 'off' : 'polite'}>
        {slides.map((s, i) => (
          <div
            key={s.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${s.title}`}
            aria-hidden={i !== index}
            className={cn('[grid-area:1/1] transition-opacity duration-500', i === index ? 'opacity-100' : 'pointer-events-none opacity-0')}
          >
            <div className="mx-auto aspect-[16/10] w-full max-w-md">{s.art}</div>
            <p className="mt-3 text-center text-lg font-semibold text-white">{s.title}</p>
            <p className="mt-1 text-center text-sm text-brand-100">{s.text}</p>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          className="flex size-8 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
        >
          {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
        </button>
        <div className="flex gap-1">
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show slide ${i + 1}: ${s.title}`}
              aria-current={i === index ? 'true' : undefined}
              className="flex h-8 items-center px-1"
            >
              <span className={cn('block h-2 rounded-full transition-all', i === index ? 'w-6 bg-white' : 'w-2 bg-white/45')} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
