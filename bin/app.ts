/** `npx cdk synth | deploy`: the AssetCare stacks from the config in cdk.json context. */
import { App } from 'aws-cdk-lib';
import { buildApp } from '../infra/app.js';

const app = new App();
buildApp(app);
app.synth();
