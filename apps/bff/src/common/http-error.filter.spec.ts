import type { ArgumentsHost } from '@nestjs/common';
import type { Logger } from 'pino';
import { clientWentAway, HttpErrorFilter } from './http-error.filter';

function aborted(): Error {
  return Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });
}

function fakeLogger() {
  const logger = { error: jest.fn(), warn: jest.fn(), debug: jest.fn() };
  return logger as typeof logger & Logger;
}

function hostFor(response: FakeResponse): ArgumentsHost {
  const request = { method: 'GET', path: '/assets/app.js', route: undefined };
  return {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
  } as unknown as ArgumentsHost;
}

interface FakeResponse {
  headersSent: boolean;
  writableEnded: boolean;
  destroyed: boolean;
  end: jest.Mock;
  status: jest.Mock;
  type: jest.Mock;
  setHeader: jest.Mock;
  json: jest.Mock;
}

function fakeResponse(): FakeResponse {
  const response: FakeResponse = {
    headersSent: true,
    writableEnded: false,
    destroyed: true,
    end: jest.fn(),
    status: jest.fn(),
    type: jest.fn(),
    setHeader: jest.fn(),
    json: jest.fn(),
  };
  for (const chained of [response.status, response.type, response.setHeader])
    chained.mockReturnValue(response);
  return response;
}

describe('HttpErrorFilter and a client that went away', () => {
  it('knows an aborted request, and a reset only once the response is gone', () => {
    expect(clientWentAway(aborted(), { destroyed: false })).toBe(true);
    expect(
      clientWentAway(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), { destroyed: true }),
    ).toBe(true);
    expect(
      clientWentAway(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), { destroyed: false }),
    ).toBe(false);
    expect(clientWentAway(new Error('boom'), { destroyed: true })).toBe(false);
  });

  it('logs no fault and writes nothing when the browser left during a download', () => {
    const logger = fakeLogger();
    const response = fakeResponse();
    new HttpErrorFilter(logger).catch(aborted(), hostFor(response));
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.debug).toHaveBeenCalledTimes(1);
    expect(response.json).not.toHaveBeenCalled();
    expect(response.end).toHaveBeenCalledTimes(1);
  });

  it('still logs a real fault once as INTERNAL', () => {
    const logger = fakeLogger();
    const response = { ...fakeResponse(), headersSent: false, destroyed: false };
    new HttpErrorFilter(logger).catch(new Error('boom'), hostFor(response));
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(response.status).toHaveBeenCalledWith(500);
    expect(response.json).toHaveBeenCalledWith({ code: 'INTERNAL', messageKey: 'error.internal' });
  });
});
