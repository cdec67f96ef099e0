/**
 * Test seed `hostile`: the demo seed with text an attacker would choose where users see it, for
 * the tests that check the console shows such text as text and never runs it. Never the demo's
 * own data: the browser mock loads it only when a test asks (`?mock-seed=hostile`).
 */
import { type Db } from '../schema'
import { userId } from './identity'

/** Mallory's display name in this seed: markup that would run a script if it were rendered. */
export const HOSTILE_DISPLAY_NAME = '<img src=x onerror=alert(1)>Mallory'

export function seedHostile(db: Db): void {
  db.users.update(userId('lumen', 'mallory'), { display_name: HOSTILE_DISPLAY_NAME })
}
