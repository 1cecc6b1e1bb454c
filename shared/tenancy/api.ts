/** The tenancy endpoints of spec 7 ('Authentication and session'): the tenant's pool, its companies and sites. */
import * as z from 'zod';
import { endpoint, envelope } from '../common/endpoint.js';
import { companyWithSites } from '../session/schemas.js';
import { userPoolDetails, userPoolDetailsQuery } from './schemas.js';

export const TenancyApi = {
  getUserPoolDetails: endpoint({
    method: 'GET',
    path: 'company/GetUserPoolDetails',
    summary: "The tenant's identity pool, read before sign-in",
    auth: 'public',
    query: userPoolDetailsQuery,
    response: envelope(userPoolDetails),
  }),
  getAllCompaniesWithSites: endpoint({
    method: 'GET',
    path: 'Company/GetAllCompaniesWithSites',
    summary: 'The companies and sites the caller may pick from',
    auth: 'token',
    response: envelope(z.array(companyWithSites)),
  }),
};
