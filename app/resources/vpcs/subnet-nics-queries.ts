import { qAll } from '~/api/client'

/** The network interfaces in a subnet (all pages). */
export const subnetNics = ({
  project,
  vpc,
  subnet,
}: {
  project: string
  vpc: string
  subnet: string
}) => qAll('vpcSubnetListNetworkInterfaces', { path: { subnet }, query: { project, vpc } })
