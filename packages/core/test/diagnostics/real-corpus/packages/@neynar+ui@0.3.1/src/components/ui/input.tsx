import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Props for Input component (Documentation only - NOT used in component implementation)
 * These types are for documentation generation and should not replace HTML input inferred types
 */
// eslint-disable-next-line unused-imports/no-unused-vars
type InputDocsProps = {
  /** The type of input field to render - supports all HTML input types @default "text" */
  type?: React.HTMLInputTypeAttribute;
  /** Placeholder text displayed when the input is empty */
  placeholder?: string;
  /** Current value of the input (controlled component) */
  value?: string | ReadonlyArray<string> | number;
  /** Default value for uncontrolled usage */
  defaultValue?: string | ReadonlyArray<string> | number;
  /** Whether the input is disabled and non-interactive @default false */
  disabled?: boolean;
  /** Whether the input is required for form validation @default false */
  required?: boolean;
  /** Whether the input is read-only (visible but not editable) @default false */
  readOnly?: boolean;
  /** Unique identifier for the input element (important for accessibility) */
  id?: string;
  /** Name attribute for form submission and validation */
  name?: string;
  /** Auto-complete hint for browsers to improve form filling experience */
  autoComplete?: string;
  /** Whether to focus this input when the component mounts @default false */
  autoFocus?: boolean;
  /** Maximum number of characters allowed in text inputs */
  maxLength?: number;
  /** Minimum number of characters required in text inputs */
  minLength?: number;
  /** Pattern attribute for client-side validation using regular expressions */
  pattern?: string;
  /** Minimum value for numeric input types (number, range, date, etc.) */
  min?: string | number;
  /** Maximum value for numeric input types (number, range, date, etc.) */
  max?: string | number;
  /** Step value for numeric inputs (affects increment/decrement behavior) */
  step?: string | number;
  /** Callback fired when the input value changes */
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  /** Callback fired when the input receives focus */
  onFocus?: (event: React.FocusEvent<HTMLInputElement>) => void;
  /** Callback fired when the input loses focus */
  onBlur?: (event: React.FocusEvent<HTMLInputElement>) => void;
  /** Callback fired when a key is pressed down */
  onKeyDown?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  /** Callback fired when a key is pressed up */
  onKeyUp?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  /** Indicates whether the input has a validation error @default false */
  "aria-invalid"?: boolean | "false" | "true" | "grammar" | "spelling";
  /** Describes the input for screen readers and assistive technology */
  "aria-describedby"?: string;
  /** Labels the input for screen readers (use with Label component's htmlFor) */
  "aria-labelledby"?: string;
  /** Provides an accessible label when no visible label is present */
  "aria-label"?: string;
  /** Whether the input is required (for screen readers) */
  "aria-required"?: boolean | "false" | "true";
  /** Additional CSS classes for custom styling */
  className?: string;
} & React.InputHTMLAttributes<HTMLInputElement>;

/**
 * Input - Versatile form input component for text, email, password, and other input types
 *
 * A flexible and accessible input component built on native HTML input elements with enhanced
 * styling and form integration capabilities. Supports all HTML input types including text, email,
 * password, number, file, date, and more. Features consistent design tokens, error states, focus
 * management, and seamless integration with form libraries like React Hook Form.
 *
 * @example
 * ```tsx
 * // Basic text input
 * <Input type="text" placeholder="Enter your name" />
 * ```
 *
 * @example
 * ```tsx
 * // Email input with validation
 * <Input
 *   type="email"
 *   placeholder="your@email.com"
 *   required
 *   aria-describedby="email-error"
 * />
 * ```
 *
 * @example
 * ```tsx
 * // Password input with toggle visibility
 * <div className="relative">
 *   <Input
 *     type="password"
 *     placeholder="Enter password"
 *     autoComplete="current-password"
 *   />
 *   <Button
 *     type="button"
 *     variant="ghost"
 *     size="sm"
 *     className="absolute right-0 top-0 h-full px-3"
 *   >
 *     <Eye className="h-4 w-4" />
 *   </Button>
 * </div>
 * ```
 *
 * @example
 * ```tsx
 * // Number input with min/max constraints
 * <Input
 *   type="number"
 *   placeholder="Age"
 *   min={0}
 *   max={120}
 *   step={1}
 * />
 * ```
 *
 * @example
 * ```tsx
 * // File input with proper labeling
 * <div className="grid w-full max-w-sm items-center gap-1.5">
 *   <Label htmlFor="picture">Profile Picture</Label>
 *   <Input
 *     id="picture"
 *     type="file"
 *     accept="image/*"
 *     aria-describedby="file-help"
 *   />
 *   <p id="file-help" className="text-sm text-muted-foreground">
 *     Upload a PNG, JPG or GIF (max 5MB)
 *   </p>
 * </div>
 * ```
 *
 * @example
 * ```tsx
 * // Search input with icon
 * <div className="relative">
 *   <Search className="absolute left-2 top-1/2 h-4 w-4 -translate-y-1/2 transform text-muted-foreground" />
 *   <Input
 *     type="search"
 *     placeholder="Search..."
 *     className="pl-8"
 *   />
 * </div>
 * ```
 *
 * @example
 * ```tsx
 * // Input with error state
 * <div className="space-y-2">
 *   <Label htmlFor="email">Email</Label>
 *   <Input
 *     id="email"
 *     type="email"
 *     aria-invalid={true}
 *     aria-describedby="email-error"
 *   />
 *   <p id="email-error" className="text-sm text-destructive">
 *     Please enter a valid email address
 *   </p>
 * </div>
 * ```
 *
 * @example
 * ```tsx
 * // Form integration with React Hook Form
 * const { register, formState: { errors } } = useForm();
 *
 * <div className="space-y-2">
 *   <Label htmlFor="username">Username</Label>
 *   <Input
 *     id="username"
 *     {...register("username", { required: "Username is required" })}
 *     aria-invalid={!!errors.username}
 *     aria-describedby={errors.username ? "username-error" : undefined}
 *   />
 *   {errors.username && (
 *     <p id="username-error" className="text-sm text-destructive">
 *       {errors.username.message}
 *     </p>
 *   )}
 * </div>
 * ```
 *
 * @example
 * ```tsx
 * // Input with button (subscription form)
 * <div className="flex w-full max-w-sm items-center space-x-2">
 *   <Input
 *     type="email"
 *     placeholder="Enter your email"
 *     aria-label="Email for newsletter"
 *   />
 *   <Button type="submit">Subscribe</Button>
 * </div>
 * ```
 *
 * @example
 * ```tsx
 * // Disabled input with explanation
 * <div className="space-y-2">
 *   <Label htmlFor="readonly-field">System Generated ID</Label>
 *   <Input
 *     id="readonly-field"
 *     value="SYS-12345"
 *     disabled
 *     aria-describedby="readonly-help"
 *   />
 *   <p id="readonly-help" className="text-sm text-muted-foreground">
 *     This value is automatically generated and cannot be edited
 *   </p>
 * </div>
 * ```
 *
 * @accessibility
 * - Provides proper focus management with visible focus ring (focus-visible:ring-ring/50)
 * - Supports all ARIA attributes including aria-invalid for error state indication
 * - Compatible with screen readers and assistive technologies
 * - Maintains proper tab order and keyboard navigation patterns
 * - Disabled state prevents interaction and is announced to screen readers
 * - File inputs provide accessible file selection with proper labeling
 * - Error states are properly associated with inputs via aria-describedby
 * - Required fields can be marked with aria-required for screen reader users
 * - Placeholder text provides input guidance but doesn't replace proper labels
 * - Text selection has optimized contrast with custom selection colors
 *
 * @styling
 * - Uses consistent design tokens from the design system
 * - Adaptive height (h-9) with responsive text sizing (md:text-sm)
 * - Smooth transitions for focus states and interactions
 * - Custom file input styling that matches the design system
 * - Error state styling with destructive border and focus ring colors
 * - Dark mode support with semi-transparent background (dark:bg-input/30)
 * - Proper spacing and typography hierarchy for form layouts
 *
 * @see {@link https://ui.shadcn.com/docs/components/input} shadcn/ui Input documentation
 * @see {@link https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input} MDN Input element reference
 * @see {@link Label} For accessible input labels and proper association
 * @see {@link Button} Often used alongside inputs in forms and search interfaces
 * @see {@link Form} Complete form integration with validation and error handling
 * @see {@link Textarea} For multi-line text input needs
 * @since 1.0.0
 */
function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "file:text-foreground placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground dark:bg-input/30 border-input flex h-9 w-full min-w-0 rounded-md border bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]",
        "aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
