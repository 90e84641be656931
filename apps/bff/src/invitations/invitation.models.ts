import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { InvitationState } from '@shop/commerce';

export const INVITATION_STATE_ENUM: Record<InvitationState, InvitationState> = {
  VALID: 'VALID',
  USED: 'USED',
  EXPIRED: 'EXPIRED',
  NOT_FOUND: 'NOT_FOUND',
};
registerEnumType(INVITATION_STATE_ENUM, {
  name: 'InvitationState',
  description: 'What an invitation link is worth (decision 0085).',
  valuesMap: {
    VALID: { description: 'Not used and not expired: the person may set up the login.' },
    USED: { description: 'Used once already; a link works one time only.' },
    EXPIRED: { description: 'Past its lifetime, or replaced by a newer invitation of the contact.' },
    NOT_FOUND: {
      description: 'Unknown, forged, of another tenant, or its contact was removed: nothing more is said.',
    },
  },
});

export type InvitationNextStep = 'SET_PASSWORD' | 'SIGN_IN';
export const INVITATION_NEXT_STEP_ENUM: Record<InvitationNextStep, InvitationNextStep> = {
  SET_PASSWORD: 'SET_PASSWORD',
  SIGN_IN: 'SIGN_IN',
};
registerEnumType(INVITATION_NEXT_STEP_ENUM, {
  name: 'InvitationNextStep',
  description: 'Where an accepted invitation continues (decision 0086).',
  valuesMap: {
    SET_PASSWORD: {
      description: "The identity provider's page to choose the password (single use, 30 minutes).",
    },
    SIGN_IN: { description: 'The login has a password already: the shop sign-in.' },
  },
});

@ObjectType('Invitation', {
  description:
    'An invitation link as the invitation page shows it (decision 0085). Only a VALID invitation tells company, role and login; the other states tell nothing but the state.',
})
export class InvitationModel {
  @Field(() => INVITATION_STATE_ENUM, { description: 'What the link is worth now.' })
  state!: InvitationState;

  @Field(() => String, { nullable: true, description: 'The company the person is invited to.' })
  companyName!: string | null;

  @Field(() => String, { nullable: true, description: 'The web role the contact was given (its code).' })
  role!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The login e-mail the person will sign in with, in full (decision 0085).',
  })
  loginEmail!: string | null;

  @Field(() => String, { nullable: true, description: "The invited person's first name, for the greeting." })
  firstName!: string | null;

  @Field(() => String, { nullable: true, description: 'Until when the link works (ISO 8601).' })
  expiresAt!: string | null;
}

@ObjectType('InvitationAcceptance', {
  description: 'An accepted invitation: where the browser goes next to set up the login and sign in.',
})
export class InvitationAcceptanceModel {
  @Field(() => INVITATION_NEXT_STEP_ENUM, { description: 'Whether `url` sets the password or signs in.' })
  next!: InvitationNextStep;

  @Field({ description: 'The URL to open (the identity provider’s password page, or the shop sign-in).' })
  url!: string;

  @Field({
    description:
      "The invitee's contact number: the web keeps it in the invitation-callback marker to welcome that contact after sign-in.",
  })
  contactNo!: string;
}
