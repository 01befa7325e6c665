import BasicButton from '@ddanailov/styled/buttons/BasicButton'

import {useEffect, useState} from 'react'

import Alert from '@material-ui/lab/Alert'
import Collapse from '@material-ui/core/Collapse'

import PageHeaderContainer from '../PageHeaderContainer'

import getPrices from '@demos/01-coingecko/utils/getPrices'
import sortPrices from '@demos/01-coingecko/utils/sortPrices'

import styled from 'styled-components'

const CustomAlert = styled(Alert)`
  position: relative;
`

const CryptoIcon = styled.img`
  width: 36px;
  height: 36px;

  margin-right: 0.5rem;
`

const colorDown = '#e15241'
const colorUp = '#4eaf0a'

const ColorInfo = styled.span`
  position: relative;

  display: flex;
  flex-direction: row;
  overflow: hidden;

  justify-content: left;
  align-items: center;
  color: ${props => props.color};
`

function PriceComparing({percent, children}) {
  let color
  if (Math.sign(percent) === 1) {
    color = colorUp
  } else {
    color = colorDown
  }

  return <ColorInfo color={color}>{children}</ColorInfo>
}

function MobileRow({item}) {
  const icon = `https://ddanailov.dev/_next/static/crypto/${item.cryptoCurrency}.svg`
  var formatter = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
  })
  const price = formatter.format(parseFloat(item.usd))

  const calcOldPrice = (currentPriceStr, percent) => {
    const currentPrice = parseFloat(currentPriceStr)
    let indexChange = Math.abs(percent) / 100
    const dif = currentPrice * indexChange
    const sign = Math.sign(percent) * -1

    return currentPrice + sign * dif
  }

  const oldPriceUSD = calcOldPrice(item.usd, item['usd_24h_change'])
  const oldPriceBTC = calcOldPrice(item.btc, item['btc_24h_change'])
  const oldPriceETH = calcOldPrice(item.eth, item['eth_24h_change'])

  return (
    <>
      <div>
        <CryptoIcon src={icon} />
        <p>
          USD:{' '}
          <span>
            {price} /{' '}
            <PriceComparing percent={10}>{oldPriceUSD}</PriceComparing>
          </span>
        </p>
        <p>
          BTC:{' '}
          <span>
            {item.btc} / {oldPriceBTC}
          </span>
        </p>
        <p>
          ETH:{' '}
          <span>
            {item.eth} / {oldPriceETH}
          </span>
        </p>
      </div>
    </>
  )
}

function CoinGeckoPage() {
  const [prices, setPrices] = useState([])

  const [
    priceListNotifacationIsVisible,
    setPriceListNotifacationIsVisible,
  ] = useState(false)

  useEffect(() => {
    if (prices.length === 0) {
      getPrices(setPrices)
    }

    if (prices.length > 0) {
      let column = 'usd'
      let orderBy = ASC

      if (sorting.column !== null) {
        column = sorting.column
        orderBy = sorting.orderBy
      }

      setSorting({
        column,
        orderBy,
      })
    }
  }, [prices])

  const ASC = 'ASC'
  const DESC = 'DESC'
  const [sorting, setSorting] = useState({
    column: null,
    orderBy: null,
  })

  useEffect(() => {
    if (prices.length > 0) {
      updatePriceAndUI(prices, sorting.column, sorting.orderBy)
    }
  }, [sorting])

  const handlerSortPrices = async e => {
    const sortDataAttribute = e.target.dataset.sort

    if (sortDataAttribute === sorting.column) {
      if (sorting.orderBy === DESC) {
        setSorting({
          column: sortDataAttribute,
          orderBy: ASC,
        })
      } else {
        setSorting({
          column: sortDataAttribute,
          orderBy: DESC,
        })
      }
    } else {
      setSorting({
        column: sortDataAttribute,
        orderBy: ASC,
      })
    }
  }

  const updatePriceAndUI = (
    unsortedPrices = [],
    sortKey = 'usd',
    order = 'asc',
  ) => {
    const sortedPrices = sortPrices(unsortedPrices, sortKey, order)

    setPrices(sortedPrices)
    setPriceListNotifacationIsVisible(true)

    setTimeout(() => {
      setPriceListNotifacationIsVisible(false)
    }, 3000)
  }

  const refreshMethod = async () => {
    getPrices(setPrices)
  }

  return (
    <>
      <PageHeaderContainer refreshMethod={refreshMethod} />
      <Collapse in={priceListNotifacationIsVisible}>
        <CustomAlert severity="success">
          The list with crypto coins has a new version ! Sort by{' '}
          {sorting.column}, order by {sorting.orderBy}
        </CustomAlert>
      </Collapse>
      <p>
        Sort by usd price, Old price USD (24h), Old price BTC (24h), Old price
        ETH (24h)
      </p>
      <BasicButton
        title="sort"
        cursor="pointer"
        data-sort="usd"
        onClick={handlerSortPrices}
      >
        USD
      </BasicButton>
      <BasicButton
        title="sort"
        cursor="pointer"
        data-sort="usd"
        onClick={handlerSortPrices}
      >
        BTC
      </BasicButton>
      <BasicButton
        title="sort"
        cursor="pointer"
        data-sort="usd"
        onClick={handlerSortPrices}
      >
        ETH
      </BasicButton>
      {prices.map((price, index) => {
        return <MobileRow index={index} item={price} />
      })}
    </>
  )
}

export default CoinGeckoPage
