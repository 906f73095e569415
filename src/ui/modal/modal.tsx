/**
 * The modal wrapper (§2.4, §9): rendered in a portal over an inert page; never closes on an
 * outside click; an optional close button (then Escape closes too); an optional backdrop and
 * panel background; page scroll locked while open without a sideways jump; opens after 100 ms
 * with a fade (at once with prefers-reduced-motion); 200 x 200 unless given a size, never smaller; optionally draggable
 * by its title bar (pointer, or arrow keys on the move handle), kept on screen. Focus moves
 * in, stays in (Tab cycles), and returns to the opener on close. Stacked modals: the top one
 * owns focus and Escape. Labels come from the caller (no product text here).
 */
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, MoveIcon } from './modal-icons';
import { noDragAttribute, useModalDrag } from './modal-drag';
import * as styles from './modal-styles';
import type { ModalSize } from './modal-styles';
import { useModalLayer } from './use-modal-layer';
import { useOverflowing } from './use-overflowing';

type CloseOptions =
  | {
      /** Shows the close button (named `closeLabel`) and lets Escape close. */
      onClose: () => void;
      closeLabel: string;
    }
  | { onClose?: undefined; closeLabel?: undefined };

type DragOptions =
  | {
      /** The title bar drags the modal; the move handle (named `moveLabel`) takes arrow keys. */
      draggable: true;
      moveLabel: string;
    }
  | { draggable?: false; moveLabel?: undefined };

interface BaseProps {
  open: boolean;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Actions under the content (buttons). */
  footer?: ReactNode;
  /** Dims the page behind (default true). The page is never clickable while open either way. */
  backdrop?: boolean;
  /** Paints the panel's surface and frame (default true); off for image-only content. */
  background?: boolean;
  size?: ModalSize;
  /** A fixed height (up to the viewport), for content that switches (lists and details). */
  tall?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Where focus goes on open; default the first control of the content. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export type ModalProps = BaseProps & CloseOptions & DragOptions;

export function Modal(props: ModalProps) {
  return props.open ? <ModalLayer {...props} /> : null;
}

function ModalLayer({
  title,
  hideTitle = false,
  children,
  footer,
  backdrop = true,
  background = true,
  size = styles.defaultModalSize,
  tall = false,
  role = 'dialog',
  describedBy,
  initialFocus,
  onClose,
  closeLabel,
  draggable = false,
  moveLabel,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Content taller than the panel scrolls; the scrolling box then takes focus so keys can scroll it.
  const overflowing = useOverflowing(bodyRef, contentRef);
  const container = useModalLayer({ panelRef, bodyRef, initialFocus, onEscape: onClose });
  const drag = useModalDrag(panelRef, draggable);
  const dragHandlers = draggable
    ? { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove, onPointerUp: drag.onPointerUp, onPointerCancel: drag.onPointerUp }
    : {};

  return createPortal(
    <div css={styles.layer}>
      {backdrop && <div css={styles.backdrop} aria-hidden="true" />}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        css={styles.panel(size, tall, background)}
        style={draggable ? { transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` } : undefined}
      >
        <div css={styles.titleBar(draggable)} {...dragHandlers}>
          <h2 id={titleId} css={styles.title(hideTitle)}>
            {title}
          </h2>
          {draggable && (
            <button type="button" css={styles.moveButton} aria-label={moveLabel} onKeyDown={drag.onKeyDown}>
              <MoveIcon />
            </button>
          )}
          {onClose && (
            <button type="button" css={styles.iconButton} aria-label={closeLabel} onClick={onClose} {...{ [noDragAttribute]: '' }}>
              <CloseIcon />
            </button>
          )}
        </div>
        <div
          ref={bodyRef}
          css={styles.body}
          {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
        >
          <div ref={contentRef}>{children}</div>
        </div>
        {footer && <div css={styles.footer}>{footer}</div>}
      </div>
    </div>,
    container,
  );
}
