import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, Unit } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * The thresholds every alarm of the app uses, in one place (docs/deploy.md explains them).
 * All alarms treat missing data as not breaching: no traffic is not an incident.
 */
export const alarmSettings = {
  /** Length of one evaluated period of every alarm. */
  period: Duration.minutes(5),
  /** A message in a dead-letter queue failed every retry: any one is worth a look. */
  deadLetterMessagesAbove: 0,
  /** Errors (uncaught exceptions, timeouts, crashes) or throttles of a function within one period. */
  functionErrorsAtLeast: 1,
  functionThrottlesAtLeast: 1,
  /** Share of HTTP API requests answered 5xx within one period, in percent... */
  api5xxPercentAbove: 5,
  /** ...counted only when the period had at least this many requests (one failure out of 3 is noise, not an outage). */
  api5xxMinimumRequests: 10,
  /** Share of a day's product-wide SMS or e-mail budget spent, in percent (the functions report it from 80% on). */
  sendBudgetPercentAtLeast: 80,
  /** A refused payment callback is a forged or broken provider message, or a wrong merchant key: any one is worth a look. */
  paymentCallbacksRefusedAtLeast: 1,
  /**
   * Failed or refused sign-ins within one period. People mistype a few a day; one address is stopped
   * at 30 failures in 15 minutes, so 50 in 5 minutes is a script or many addresses guessing at once.
   */
  signInFailuresAtLeast: 50,
  /**
   * Requests refused by the throttles within one period. A person meets a limit rarely and stops;
   * 20 refusals in 5 minutes is a script pressing on one (or an integration gone wild).
   */
  throttleHitsAtLeast: 20,
} as const;

/** The metric the functions write as Embedded Metric Format lines (functions/lib/auth/throttles.ts). */
export const sendBudgetMetric = { namespace: 'Assetbook', metricName: 'SendBudgetUsedPercent', channels: ['sms', 'email'] } as const;

const eventIs = (event: string) => FilterPattern.stringValue('$.event', '=', event);
const outcomeIs = (outcome: string) => FilterPattern.stringValue('$.outcome', '=', outcome);

/**
 * Metrics counted from the functions' security-log lines (JSON lines of functions/lib/http/logger.ts,
 * docs/security.md): each matching line adds 1. No dimensions: the filters of every log group feed
 * the one metric, and a metric per company or address would be a series per tenant or per stranger.
 */
export const securityMetrics = {
  namespace: 'Assetbook',
  /** `security.payment_callback` lines (functions/payments/callbacks.ts): every one is a refusal. */
  paymentCallbacksRefused: { metricName: 'PaymentCallbacksRefused', pattern: FilterPattern.all(eventIs('security.payment_callback'), outcomeIs('refused')) },
  /** `security.sign_in` lines but the successes (functions/lib/http/security-log.ts). */
  signInFailures: { metricName: 'SignInFailures', pattern: FilterPattern.all(eventIs('security.sign_in'), FilterPattern.any(outcomeIs('failure'), outcomeIs('refused'))) },
  /** `security.throttle` lines (functions/lib/auth/throttles.ts logThrottleHit): a request refused by a throttle or an SMS code cap. */
  throttleHits: { metricName: 'ThrottleHits', pattern: FilterPattern.all(eventIs('security.throttle'), outcomeIs('refused')) },
} as const;

export type SecurityMetric = Exclude<keyof typeof securityMetrics, 'namespace'>;

export interface MonitoringStackProps extends StackProps {
  readonly appName: string;
  /** Address subscribed to the operators' topic; without one the topic has no subscriber until one is added. */
  readonly alarmEmail?: string;
}

/**
 * The operators' SNS topic that every alarm notifies. Its own stack, deployed first, so the stacks
 * with alarms depend on it for the topic ARN only; no stack exports a function or queue name for it.
 */
export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly key: Key;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);

    // CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key: the key policy of
    // this customer managed key lets the CloudWatch service encrypt for this account's alarms.
    this.key = new Key(this, 'TopicKey', {
      description: `${props.appName}: encrypts the operators' alarm topic`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    this.key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );

    this.topic = new Topic(this, 'OperatorTopic', {
      displayName: `${props.appName} alarms`,
      masterKey: this.key,
      enforceSSL: true,
    });
    // With a topic policy in place (enforceSSL writes one), the alarms need an explicit allow.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': this.account },
          ArnLike: { 'aws:SourceArn': `arn:${this.partition}:cloudwatch:${this.region}:${this.account}:alarm:*` },
        },
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    new CfnOutput(this, 'OperatorTopicArn', {
      value: this.topic.topicArn,
      description: 'SNS topic of every alarm; subscribe more endpoints (e-mail, chat) here',
    });
  }
}

export interface OperatorAlarmsProps {
  readonly topic: ITopic;
  /** Prefix of the alarm names, which are what an operator reads in the notification's subject. */
  readonly appName: string;
}

/**
 * The alarms of the resources of one stack, each notifying the operators' topic on ALARM and on
 * OK. Lives in the stack of the resources it watches, so only the topic ARN crosses stacks.
 */
export class OperatorAlarms extends Construct {
  readonly alarms: Alarm[] = [];
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, private readonly props: OperatorAlarmsProps) {
    super(scope, id);
    this.action = new SnsAction(props.topic);
  }

  /** Any message visible in the dead-letter queue of `name`. */
  deadLetterQueue(name: string, dlq: IQueue): Alarm {
    return this.add(`${name}DeadLetters`, {
      alarmName: `${this.props.appName}-${name}-dead-letters`,
      alarmDescription: `Messages of the ${name} queue failed every retry and wait in its dead-letter queue. Read them, fix the cause, then redrive or delete them.`,
      metric: dlq.metricApproximateNumberOfMessagesVisible({ period: alarmSettings.period, statistic: 'Maximum' }),
      threshold: alarmSettings.deadLetterMessagesAbove,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /** Errors and throttles of one function. */
  lambdaFunction(name: string, fn: IFunction): Alarm[] {
    return [
      this.add(`${name}Errors`, {
        alarmName: `${this.props.appName}-${name}-errors`,
        alarmDescription: `The ${name} function failed (uncaught error, timeout or crash). Its log group has the details.`,
        metric: fn.metricErrors({ period: alarmSettings.period, statistic: 'Sum' }),
        threshold: alarmSettings.functionErrorsAtLeast,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      }),
      this.add(`${name}Throttles`, {
        alarmName: `${this.props.appName}-${name}-throttles`,
        alarmDescription: `Invocations of the ${name} function were throttled: the account's concurrency is exhausted.`,
        metric: fn.metricThrottles({ period: alarmSettings.period, statistic: 'Sum' }),
        threshold: alarmSettings.functionThrottlesAtLeast,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      }),
    ];
  }

  /**
   * The share of HTTP API answers that are 5xx. The domain functions turn their own failures into a
   * 500 answer, so those never show as function errors: this alarm is what catches them.
   */
  httpApi5xxRate(api: IHttpApi): Alarm {
    const metric = (metricName: string) =>
      new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: api.apiId }, statistic: 'Sum', period: alarmSettings.period });
    return this.add('Api5xxRate', {
      alarmName: `${this.props.appName}-api-5xx-rate`,
      alarmDescription: `More than ${alarmSettings.api5xxPercentAbove}% of API requests were answered 5xx within ${alarmSettings.period.toMinutes()} minutes (periods with at least ${alarmSettings.api5xxMinimumRequests} requests).`,
      metric: new MathExpression({
        expression: `IF(requests >= ${alarmSettings.api5xxMinimumRequests}, 100 * FILL(errors, 0) / requests, 0)`,
        usingMetrics: { errors: metric('5xx'), requests: metric('Count') },
        label: '5xx answers (% of requests)',
        period: alarmSettings.period,
      }),
      threshold: alarmSettings.api5xxPercentAbove,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /**
   * The day's product-wide SMS and e-mail budgets nearing their end: once one is spent every send of
   * its channel is refused until UTC midnight (SendBudgetExhausted), so the operators hear at 80%.
   */
  sendBudget(): Alarm[] {
    return sendBudgetMetric.channels.map((channel) =>
      this.add(`SendBudget${channel === 'sms' ? 'Sms' : 'Email'}`, {
        alarmName: `${this.props.appName}-${channel}-send-budget`,
        alarmDescription: `At least ${alarmSettings.sendBudgetPercentAtLeast}% of today's product-wide ${channel} budget is spent; at 100% every ${channel} send is refused until UTC midnight. Look for abuse (the function logs name the company) or raise the budget (docs/security.md, Throttles).`,
        metric: new Metric({
          namespace: sendBudgetMetric.namespace,
          metricName: sendBudgetMetric.metricName,
          dimensionsMap: { Channel: channel, Scope: 'product' },
          statistic: 'Maximum',
          period: alarmSettings.period,
        }),
        threshold: alarmSettings.sendBudgetPercentAtLeast,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      }),
    );
  }

  /**
   * The security log's events, counted by metric filters on the log groups that write them (named
   * by `sources`: a name for the filter's id and the log group), each with an alarm on its sum over
   * one period.
   */
  securityEvents(sources: Record<SecurityMetric, Readonly<Record<string, ILogGroup>>>): Alarm[] {
    const described: Record<SecurityMetric, { id: string; name: string; threshold: number; description: string }> = {
      paymentCallbacksRefused: {
        id: 'PaymentCallbacksRefused',
        name: 'payment-callbacks-refused',
        threshold: alarmSettings.paymentCallbacksRefusedAtLeast,
        description: `At least ${alarmSettings.paymentCallbacksRefusedAtLeast} payment callback was refused (bad signature or merchant, unknown order, another amount). Read the security.payment_callback lines of the payments function: forged calls, or a wrong merchant key (docs/payments.md).`,
      },
      signInFailures: {
        id: 'SignInFailures',
        name: 'sign-in-failures',
        threshold: alarmSettings.signInFailuresAtLeast,
        description: `At least ${alarmSettings.signInFailuresAtLeast} sign-ins failed or were refused within ${alarmSettings.period.toMinutes()} minutes: password guessing or credential stuffing. The security.sign_in lines of the auth and factors functions name the accounts and addresses (docs/security.md).`,
      },
      throttleHits: {
        id: 'ThrottleHits',
        name: 'throttle-hits',
        threshold: alarmSettings.throttleHitsAtLeast,
        description: `At least ${alarmSettings.throttleHitsAtLeast} requests were refused by the throttles within ${alarmSettings.period.toMinutes()} minutes. The security.throttle lines name the action and the address or company (docs/security.md, Throttles).`,
      },
    };
    return (Object.keys(described) as SecurityMetric[]).map((key) => {
      const { metricName, pattern } = securityMetrics[key];
      const about = described[key];
      for (const [source, logGroup] of Object.entries(sources[key])) {
        new MetricFilter(this, `${about.id}${source[0]!.toUpperCase()}${source.slice(1)}Filter`, {
          logGroup,
          filterPattern: pattern,
          metricNamespace: securityMetrics.namespace,
          metricName,
          metricValue: '1',
          unit: Unit.COUNT,
        });
      }
      return this.add(about.id, {
        alarmName: `${this.props.appName}-${about.name}`,
        alarmDescription: about.description,
        metric: new Metric({ namespace: securityMetrics.namespace, metricName, statistic: 'Sum', period: alarmSettings.period }),
        threshold: about.threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    });
  }

  private add(
    id: string,
    props: { alarmName: string; alarmDescription: string; metric: Metric | MathExpression; threshold: number; comparisonOperator: ComparisonOperator },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      ...props,
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }
}
