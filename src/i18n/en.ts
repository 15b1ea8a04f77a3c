import { activeRentals } from './en/activeRentals';
import { addressDialog } from './en/addressDialog';
import { addresses } from './en/addresses';
import { analytics } from './en/analytics';
import { app } from './en/app';
import { assignAdmin } from './en/assignAdmin';
import { bookDetails } from './en/bookDetails';
import { bookForm } from './en/bookForm';
import { bookGrid } from './en/bookGrid';
import { bookList } from './en/bookList';
import { borrowDialog } from './en/borrowDialog';
import { common } from './en/common';
import { couriers } from './en/couriers';
import { delivery } from './en/delivery';
import { errors } from './en/errors';
import { libraries } from './en/libraries';
import { libraryForm } from './en/libraryForm';
import { login } from './en/login';
import { navbar } from './en/navbar';
import { notAuthorized } from './en/notAuthorized';
import { register } from './en/register';
import { rentalHistory } from './en/rentalHistory';
import { requests } from './en/requests';
import { returnDialog } from './en/returnDialog';
import { reviewDialog } from './en/reviewDialog';
import { table } from './en/table';
import { validation } from './en/validation';

/**
 * Every user-visible text of the kit, in English, grouped by screen: the whole catalog, for types,
 * tests and tools. Each group lives in `en/<group>.ts`, which the components using it import, so
 * a page loads only the texts of its elements; code imports the group, not this file. Texts quoted
 * by the product spec are copied from it character for character (a unit test holds them);
 * `{name}` marks a placeholder filled by `t(key, params)`.
 */
export const en = {
  common,
  errors,
  validation,
  login,
  register,
  navbar,
  app,
  notAuthorized,
  table,
  bookList,
  bookForm,
  bookGrid,
  borrowDialog,
  bookDetails,
  activeRentals,
  returnDialog,
  rentalHistory,
  reviewDialog,
  requests,
  addresses,
  addressDialog,
  analytics,
  delivery,
  libraries,
  assignAdmin,
  libraryForm,
  couriers,
} as const;
