import { Input, type InputRef } from 'antd'
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { SMS_CODE_LENGTH } from '../lib/login-constants.js'
import styles from './auth.module.css'

export const emptyCode = (): string[] => Array.from({ length: SMS_CODE_LENGTH }, () => '')

interface CodeBoxesProps {
  value: string[]
  onChange(next: string[]): void
  /** Called once every box holds a digit. */
  onComplete?(code: string): void
  /** Red borders: the last code was wrong. */
  error?: boolean
  disabled?: boolean
  autoFocus?: boolean
}

/**
 * Six one-digit boxes (spec 1 §5): digits only, typing moves on, Backspace on an empty box goes
 * back, and a pasted code fills all of them.
 */
export const CodeBoxes = ({ value, onChange, onComplete, error, disabled, autoFocus }: CodeBoxesProps) => {
  const refs = useRef<Array<InputRef | null>>([])
  const focus = (index: number) => refs.current[Math.max(0, Math.min(index, SMS_CODE_LENGTH - 1))]?.focus()

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus()
  }, [autoFocus])

  const fill = (from: number, digits: string) => {
    const next = [...value]
    let at = from
    for (const digit of digits) {
      if (at >= SMS_CODE_LENGTH) break
      next[at++] = digit
    }
    onChange(next)
    if (next.every(Boolean)) onComplete?.(next.join(''))
    else focus(at)
  }

  const typed = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '')
    if (!digits) {
      const next = [...value]
      next[index] = ''
      onChange(next)
      return
    }
    // Typing after the digit already there gives two: keep the new one. More is an autofilled code.
    const fresh = digits.length === 2 && value[index] ? (digits[0] === value[index] ? digits[1]! : digits[0]!) : digits
    fill(index, fresh)
  }

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault()
      const next = [...value]
      next[index - 1] = ''
      onChange(next)
      focus(index - 1)
    } else if (event.key === 'ArrowLeft') focus(index - 1)
    else if (event.key === 'ArrowRight') focus(index + 1)
  }

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const digits = event.clipboardData.getData('text').replace(/\D/g, '')
    if (digits) fill(digits.length >= SMS_CODE_LENGTH ? 0 : index, digits)
  }

  return (
    <div className={styles.codeBoxes} role="group" aria-label="验证码">
      {value.map((digit, index) => (
        <Input
          key={index}
          ref={(el) => {
            refs.current[index] = el
          }}
          value={digit}
          className={styles.codeBox}
          status={error ? 'error' : undefined}
          aria-invalid={error || undefined}
          aria-label={`验证码第 ${index + 1} 位`}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          disabled={disabled}
          onFocus={(e) => e.target.select()}
          onChange={(e) => typed(index, e.target.value)}
          onKeyDown={(e) => keyDown(index, e)}
          onPaste={(e) => paste(index, e)}
        />
      ))}
    </div>
  )
}
