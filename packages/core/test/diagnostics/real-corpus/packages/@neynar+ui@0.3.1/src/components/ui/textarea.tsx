import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Props for Textarea (Documentation only - NOT used in component implementation)
 *
 * Multi-line text input for extended content entry. Built on the native HTML
 * textarea element with enhanced styling and accessibility features.
 */
// eslint-disable-next-line unused-imports/no-unused-vars
type TextareaDocsProps = {
  /** Additional CSS classes for styling customization */
  className?: string;
  /** Placeholder text displayed when the textarea is empty */
  placeholder?: string;
  /** Whether the textarea is disabled and non-interactive @default false */
  disabled?: boolean;
  /** Whether the textarea is read-only (non-editable) @default false */
  readOnly?: boolean;
  /** Number of visible text lines for initial height @default 2 */
  rows?: number;
  /** Number of visible character columns for initial width */
  cols?: number;
  /** Maximum number of characters allowed (UTF-16 code units) */
  maxLength?: number;
  /** Minimum number of characters required */
  minLength?: number;
  /** Whether the textarea is required for form submission @default false */
  required?: boolean;
  /** Form element ID that this textarea belongs to */
  form?: string;
  /** Name attribute for form submission */
  name?: string;
  /** Unique identifier for this textarea element */
  id?: string;
  /** Current value of the textarea (for controlled components) */
  value?: string;
  /** Initial value for uncontrolled components */
  defaultValue?: string;
  /** How text wrapping should be handled @default "soft" */
  wrap?: "soft" | "hard" | "off";
  /** Enable automatic focusing when component mounts @default false */
  autoFocus?: boolean;
  /** Hint for form autofill feature */
  autoComplete?: string;
  /** Control automatic capitalization behavior */
  autoCapitalize?: "none" | "sentences" | "words" | "characters";
  /** Enable spell checking @default true */
  spellCheck?: boolean;
  /** Callback fired when the value changes @param event - The change event */
  onChange?: (event: React.ChangeEvent<HTMLTextAreaElement>) => void;
  /** Callback fired when the textarea gains focus @param event - The focus event */
  onFocus?: (event: React.FocusEvent<HTMLTextAreaElement>) => void;
  /** Callback fired when the textarea loses focus @param event - The blur event */
  onBlur?: (event: React.FocusEvent<HTMLTextAreaElement>) => void;
  /** Callback fired on keydown events @param event - The keyboard event */
  onKeyDown?: (event: React.KeyboardEvent<HTMLTextAreaElement>) => void;
  /** Callback fired on keyup events @param event - The keyboard event */
  onKeyUp?: (event: React.KeyboardEvent<HTMLTextAreaElement>) => void;
  /** Callback fired on keypress events @param event - The keyboard event */
  onKeyPress?: (event: React.KeyboardEvent<HTMLTextAreaElement>) => void;
  /** Indicates if the input fails validation @default false */
  "aria-invalid"?: boolean | "false" | "true" | "grammar" | "spelling";
  /** References element(s) that describe this textarea */
  "aria-describedby"?: string;
  /** References element that labels this textarea */
  "aria-labelledby"?: string;
  /** Accessible label when no visible label is present */
  "aria-label"?: string;
  /** Tab index for keyboard navigation order */
  tabIndex?: number;
  /** CSS resize behavior control */
  style?: React.CSSProperties & {
    resize?: "none" | "both" | "horizontal" | "vertical";
  };
} & React.TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * Textarea - Multi-line text input control for extended content entry
 *
 * A styled textarea component built on the native HTML textarea element for entering
 * longer pieces of text that span multiple lines, such as comments, descriptions,
 * messages, or any content that requires multiple lines of input. Features automatic
 * content-based resizing using CSS field-sizing when supported by the browser.
 *
 * Built following shadcn/ui design patterns with consistent styling and behavior
 * across form elements. Inherits all native HTML textarea functionality while
 * providing enhanced visual design and better accessibility patterns.
 *
 * @example
 * ```tsx
 * // Basic usage
 * <Textarea placeholder="Type your message here..." />
 * ```
 *
 * @example
 * ```tsx
 * // With label and validation
 * <div className="space-y-2">
 *   <Label htmlFor="description">Description</Label>
 *   <Textarea
 *     id="description"
 *     placeholder="Enter a description..."
 *     rows={4}
 *     required
 *   />
 * </div>
 * ```
 *
 * @example
 * ```tsx
 * // Controlled with character limit and validation
 * const [bio, setBio] = useState("");
 * const [error, setError] = useState("");
 * const maxLength = 160;
 *
 * <div className="space-y-2">
 *   <Label htmlFor="bio">Bio</Label>
 *   <Textarea
 *     id="bio"
 *     value={bio}
 *     onChange={(e) => {
 *       setBio(e.target.value);
 *       if (e.target.value.length > maxLength) {
 *         setError("Bio is too long");
 *       } else {
 *         setError("");
 *       }
 *     }}
 *     placeholder="Tell us about yourself..."
 *     maxLength={maxLength}
 *     aria-invalid={!!error}
 *     aria-describedby={error ? "bio-error" : "bio-count"}
 *   />
 *   <div className="flex justify-between items-center">
 *     <p id="bio-count" className="text-sm text-muted-foreground">
 *       {bio.length}/{maxLength} characters
 *     </p>
 *     {error && (
 *       <p id="bio-error" className="text-sm text-destructive">
 *         {error}
 *       </p>
 *     )}
 *   </div>
 * </div>
 * ```
 *
 * @example
 * ```tsx
 * // Auto-resizing with minimum height
 * <Textarea
 *   placeholder="This textarea grows with content"
 *   className="min-h-[100px] max-h-[300px]"
 *   style={{ resize: "vertical" }}
 * />
 * ```
 *
 * @example
 * ```tsx
 * // Form integration with validation
 * <form onSubmit={handleSubmit}>
 *   <div className="space-y-2">
 *     <Label htmlFor="feedback">Feedback</Label>
 *     <Textarea
 *       id="feedback"
 *       name="feedback"
 *       placeholder="Share your thoughts..."
 *       required
 *       minLength={10}
 *       maxLength={500}
 *       rows={3}
 *     />
 *   </div>
 *   <Button type="submit">Submit Feedback</Button>
 * </form>
 * ```
 *
 * @example
 * ```tsx
 * // Different wrap behaviors for code/text
 * <div className="space-y-4">
 *   <div>
 *     <Label>Code (no wrapping)</Label>
 *     <Textarea
 *       wrap="off"
 *       placeholder="Enter code here..."
 *       className="font-mono text-sm"
 *       style={{ resize: "both" }}
 *     />
 *   </div>
 *   <div>
 *     <Label>Text (soft wrapping)</Label>
 *     <Textarea
 *       wrap="soft"
 *       placeholder="Enter text content..."
 *     />
 *   </div>
 * </div>
 * ```
 *
 * @accessibility
 * - Full keyboard navigation with Tab to focus and Shift+Tab to unfocus
 * - Screen reader compatible with proper labeling support
 * - ARIA state management for validation (aria-invalid, aria-describedby)
 * - Supports assistive technology form field recognition
 * - Visible focus indicators with ring outline for keyboard users
 * - Respects disabled and read-only states for interaction prevention
 * - Automatic association with Label components via htmlFor/id pattern
 * - Auto-resizing maintains proper focus and scroll position
 * - Character limits announced to screen readers when using aria-describedby
 * - Spell checking integration with assistive technologies
 *
 * @behavior
 * - Auto-resizing based on content using CSS field-sizing property
 * - Smooth transitions for focus states and validation changes
 * - Native browser resize handle (unless overridden with CSS resize property)
 * - Form validation integration with HTML5 constraint validation API
 * - Clipboard operations (cut, copy, paste) work as expected
 * - Text selection and manipulation using standard keyboard shortcuts
 *
 * @styling
 * - Base styles provide consistent appearance across form elements
 * - Focus-visible styles with ring and border color changes
 * - Error state styling via aria-invalid attribute with destructive colors
 * - Dark mode support with appropriate background and text colors
 * - Shadow and border transitions for interactive feedback
 * - Disabled state with reduced opacity and pointer-events disabled
 *
 * @see {@link https://developer.mozilla.org/en-US/docs/Web/HTML/Element/textarea} MDN textarea documentation
 * @see {@link https://ui.shadcn.com/docs/components/textarea} shadcn/ui Textarea documentation
 * @see {@link Label} For proper labeling and accessibility association
 * @see {@link Input} Single-line text input alternative
 * @since 1.0.0
 */
function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "border-input placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive dark:bg-input/30 flex field-sizing-content min-h-16 w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
