import { Card } from '../../../ui'
import { BalanceOnDay } from './balance-on-day'
import { CustomerFeed } from './customer-feed'

/** The customer's story on their page: the balance on any day and «Лента». */
export function CustomerStory({ customerUuid }: { customerUuid: string }) {
  return (
    <>
      <BalanceOnDay customerUuid={customerUuid} />
      <Card>
        <CustomerFeed customerUuid={customerUuid} />
      </Card>
    </>
  )
}
