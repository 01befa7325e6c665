import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { PANEL_WIDTH, toDraggedWidth, toKeyboardWidth } from '../utils/chat-panel-width';

interface ChatResizeHandleProps {
  width: number;
  onWidthChange: (width: number) => void;
}

/**
 * The panel's left edge as a focusable window splitter: ArrowLeft widens and ArrowRight narrows by 50 px,
 * Home and End jump to 250 and 600 px, and a pointer drag snaps to 50 px steps.
 */
export function ChatResizeHandle({ width, onWidthChange }: ChatResizeHandleProps) {
  const hintId = useId();
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = toKeyboardWidth(width, event.key);
    if (next === undefined) return;
    event.preventDefault();
    onWidthChange(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { startX: event.clientX, startWidth: width };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const next = toDraggedWidth(start.startWidth, start.startX, event.clientX);
    if (next !== width) onWidthChange(next);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return (
    <>
      <span id={hintId} className="visually-hidden">
        Left arrow widens and Right arrow narrows the panel by 50 pixels; Home and End give the narrowest and
        widest panel.
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable window splitter has no native element; <hr> cannot take focus or children. */}
      <div
        className="ai-panel-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize Charter AI panel"
        aria-valuemin={PANEL_WIDTH.min}
        aria-valuemax={PANEL_WIDTH.max}
        aria-valuenow={width}
        aria-valuetext={`${width} pixels wide`}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
    </>
  );
}
