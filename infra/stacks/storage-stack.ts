import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type LifecycleRule, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { type BucketName, buckets, reportFileDays, reportFilesPrefix, temporaryObjectDays, temporaryPrefix } from '../../shared/resources';

/**
 * Versioning where an overwrite or delete would lose something a user gave us: photos and uploaded
 * item files. Generated documents can be generated again, so old versions are not kept.
 */
export const versionedBuckets: Record<BucketName, boolean> = { photos: true, dataFiles: true, documents: false };
/** How long a replaced or deleted object version stays restorable. */
export const noncurrentVersionDays = 30;

export interface StorageStackProps extends StackProps {
  /** The web app's origin (`https://...`): browsers upload to presigned URLs from there. */
  readonly appOrigin: string;
}

/** The private buckets of the product (names and purposes from shared/resources.ts). */
export class StorageStack extends Stack {
  readonly buckets: Record<BucketName, Bucket>;
  readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const made = {} as Record<BucketName, Bucket>;
    for (const name of Object.keys(buckets) as BucketName[]) {
      const versioned = versionedBuckets[name];
      const lifecycleRules: LifecycleRule[] = [
        {
          id: 'temporary-objects',
          prefix: temporaryPrefix,
          expiration: Duration.days(temporaryObjectDays),
          ...(versioned ? { noncurrentVersionExpiration: Duration.days(1) } : {}),
        },
        ...(name === 'documents'
          ? [{ id: 'report-files', prefix: reportFilesPrefix, expiration: Duration.days(reportFileDays), ...(versioned ? { noncurrentVersionExpiration: Duration.days(1) } : {}) }]
          : []),
        {
          id: 'housekeeping',
          abortIncompleteMultipartUploadAfter: Duration.days(1),
          ...(versioned ? { noncurrentVersionExpiration: Duration.days(noncurrentVersionDays) } : {}),
        },
      ];
      made[name] = new Bucket(this, `${name[0]!.toUpperCase()}${name.slice(1)}Bucket`, {
        encryption: BucketEncryption.S3_MANAGED,
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        enforceSSL: true,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        versioned,
        lifecycleRules,
        serverAccessLogsBucket: this.accessLogs,
        serverAccessLogsPrefix: `${name}/`,
        // Presigned uploads and downloads straight from the browser, only from the app's origin.
        cors: [
          {
            allowedOrigins: [props.appOrigin],
            allowedMethods: [HttpMethods.PUT, HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
            allowedHeaders: ['*'],
            exposedHeaders: ['ETag'],
            maxAge: 3000,
          },
        ],
        removalPolicy: RemovalPolicy.RETAIN,
      });
      new CfnOutput(this, `${name}BucketName`, { value: made[name].bucketName, description: buckets[name].purpose });
    }
    this.buckets = made;
  }
}
