// The bundle's entry (bin/northwind-edi.mjs builds and runs it): the arguments after the script's name.
import { main } from './main';

process.exitCode = await main(process.argv.slice(2));
