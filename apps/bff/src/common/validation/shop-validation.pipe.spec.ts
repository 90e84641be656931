import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, ValidateNested } from 'class-validator';
import { ShopValidationPipe } from './shop-validation.pipe';

class Filter {
  @Matches(/^[a-z]+$/, { message: 'error.invalid-filter' })
  name!: string;
}

@ArgsType()
class ListArgs {
  @Field()
  @IsString()
  locale!: string;

  @Field(() => Int)
  @IsInt({ message: 'error.invalid-page' })
  @Max(10, { message: 'error.invalid-page' })
  page = 1;

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => Filter)
  filter?: Filter[];
}

class Plain {
  name!: string;
}

const pipe = new ShopValidationPipe();
const extensionsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { extensions?: unknown }).extensions;
  }
  throw new Error('expected a refusal');
};

describe('ShopValidationPipe', () => {
  it('returns an instance with its defaults when the rules hold', () => {
    const args = pipe.transform({ locale: 'de-at' }, { type: 'body', metatype: ListArgs });
    expect(args).toBeInstanceOf(ListArgs);
    expect(args).toMatchObject({ locale: 'de-at', page: 1 });
  });

  it("refuses with the first invalid field's key and lists every field, nested ones by path", () => {
    const extensions = extensionsOf(() =>
      pipe.transform(
        { locale: 'de-at', page: 11, filter: [{ name: 'ok' }, { name: 'Not OK' }] },
        {
          type: 'body',
          metatype: ListArgs,
        },
      ),
    );
    expect(extensions).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.invalid-page',
      details: {
        fields: [
          { field: 'page', messageKey: 'error.invalid-page' },
          { field: 'filter.1.name', messageKey: 'error.invalid-filter' },
        ],
      },
    });
  });

  it('refuses unknown fields of REST bodies, and a body that is not an object', () => {
    expect(
      extensionsOf(() =>
        pipe.transform({ locale: 'de-at', tenant: 'x' }, { type: 'body', metatype: ListArgs }),
      ),
    ).toMatchObject({ messageKey: 'error.unknown-field', details: { fields: [{ field: 'tenant' }] } });
    expect(
      extensionsOf(() => pipe.transform([{ locale: 'de-at' }], { type: 'body', metatype: ListArgs })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.bad-input',
      details: { fields: [] },
    });
  });

  it('maps a constraint without a message key to error.bad-input', () => {
    expect(
      extensionsOf(() => pipe.transform({ locale: 5 }, { type: 'body', metatype: ListArgs })),
    ).toMatchObject({
      messageKey: 'error.bad-input',
      details: { fields: [{ field: 'locale', messageKey: 'error.bad-input' }] },
    });
  });

  it('passes scalars, custom decorators and classes without rules untouched', () => {
    const raw = { name: 5 };
    expect(pipe.transform('x', { type: 'query', metatype: String })).toBe('x');
    expect(pipe.transform(raw, { type: 'body', metatype: Plain })).toBe(raw);
    expect(pipe.transform(raw, { type: 'custom', metatype: ListArgs })).toBe(raw);
  });
});
