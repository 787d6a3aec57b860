/**
 * The closing props of a Modal or Drawer whose action is running: until it ends, neither Escape,
 * a click outside nor the close button closes it, so a save in flight is never lost from view.
 */
export function dismissUnless(busy: boolean, onClose: () => void) {
  return {
    onClose: busy ? () => undefined : onClose,
    closeOnEscape: !busy,
    closeOnClickOutside: !busy,
  };
}
