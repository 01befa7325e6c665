import { useEffect, useRef, useState } from 'react'
import { openParafinDashboard } from '@parafin/core'

type OptInFields = {
  businessExternalId: string
  legalBusinessName: string
  dbaName?: string
  ownerFirstName: string
  ownerLastName: string
  accountManagers?: {
    name: string
    email: string
  }[]
  routingNumber?: string
  accountNumberLastFour: string
  bankAccountCurrencyCode?: string
  email: string
  phoneNumber: string
  address: {
    addressLine1: string
    addressLine2?: string
    city: string
    state: string
    postalCode: string
    country: string
  }
}

const ParafinWidget = (
  props: {
    token: string
    product: 'capital' | 'wallet'
    externalBusinessId?: string
    onExit?: () => void
    onOptIn?: () => Promise<OptInFields>
  } & Record<string, any>
) => {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [frameKey, setFrameKey] = useState(0)
  const [frameHeight, setFrameHeight] = useState('258px')
  const [borderColor, setBorderColor] = useState('#E8E8E8')
  const [borderRadius, setBorderRadius] = useState('16px')

  const url = new URL(props.widgetUrlOverride ?? 'https://widget.parafin.com')
  const query = {
    token: props.token,
    product: props.product,
    hasOptIn: props.onOptIn ? 'true' : 'false',
    host: window.location.origin,
    externalBusinessId: props.externalBusinessId ?? '',
    ...Object.fromEntries(url.searchParams),
  }

  const messageListener = async ({ data, origin }: MessageEvent) => {
    if (origin === url.origin && data?.product === props.product) {
      switch (data?.message) {
        case 'set-border':
          if (data?.borderColor) setBorderColor(data.borderColor)
          if (data?.borderRadius) setBorderRadius(data.borderRadius)
          break
        case 'open-dashboard':
          openParafinDashboard({
            ...props,
            route: data?.route,
            onExit: () => {
              setFrameKey((key) => key + 1)
              props.onExit?.()
            },
            dashboardUrlOverride: props.dashboardUrlOverride,
          })
          break
        case 'opt-in':
          if (props.onOptIn) {
            const optInFields = await props.onOptIn()
            frameRef?.current?.contentWindow?.postMessage(
              { message: 'opt-in', optInFields: optInFields },
              url.origin
            )
          }
          break
        case 'set-height':
          if (data?.height) setFrameHeight(data.height)
          break
      }
    }
  }

  useEffect(() => {
    window.addEventListener('message', messageListener)
    return () => window.removeEventListener('message', messageListener)
  }, [])

  return (
    <iframe
      key={frameKey}
      ref={frameRef}
      id={`parafin-${props.product}-widget`}
      src={`${url.origin}?${new URLSearchParams(query).toString()}`}
      style={{
        width: '100%',
        height: frameHeight,
        backgroundColor: '#fff',
        border: `1px solid ${borderColor}`,
        borderRadius: borderRadius,
        transition: 'border 0.2s, border-radius 0.2s',
        boxSizing: 'border-box',
      }}
    />
  )
}

export { OptInFields, ParafinWidget }
