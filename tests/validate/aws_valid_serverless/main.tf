# A valid, realistic storage + serverless stack: S3 bucket with versioning and a bucket
# policy built by aws_iam_policy_document, an IAM role with a policy attachment, a Lambda
# function with environment, a log group, a permission; several for_each/count uses.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 4.36"
    }
  }
}

provider "aws" {
  region = "us-east-1"
}

variable "env" {
  type    = string
  default = "dev"
}

variable "extra_buckets" {
  type    = set(string)
  default = ["logs", "assets"]
}

data "aws_caller_identity" "current" {}

resource "aws_s3_bucket" "data" {
  bucket        = "tycon-${var.env}-data"
  force_destroy = true

  tags = {
    Environment = var.env
  }
}

resource "aws_s3_bucket_versioning" "data" {
  bucket = aws_s3_bucket.data.id

  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket" "extra" {
  for_each = var.extra_buckets
  bucket   = "tycon-${var.env}-${each.key}"
  tags     = aws_s3_bucket.data.tags
}

data "aws_iam_policy_document" "bucket" {
  statement {
    sid       = "AllowAccount"
    effect    = "Allow"
    actions   = ["s3:GetObject", "s3:PutObject"]
    resources = ["${aws_s3_bucket.data.arn}/*"]

    principals {
      type        = "AWS"
      identifiers = ["arn:aws:iam::${data.aws_caller_identity.current.account_id}:root"]
    }
  }

  statement {
    sid     = "DenyInsecure"
    effect  = "Deny"
    actions = ["s3:*"]
    resources = [
      aws_s3_bucket.data.arn,
      "${aws_s3_bucket.data.arn}/*",
    ]

    principals {
      type        = "*"
      identifiers = ["*"]
    }

    condition {
      test     = "Bool"
      variable = "aws:SecureTransport"
      values   = ["false"]
    }
  }
}

resource "aws_s3_bucket_policy" "data" {
  bucket = aws_s3_bucket.data.id
  policy = data.aws_iam_policy_document.bucket.json
}

resource "aws_iam_role" "lambda" {
  name = "tycon-${var.env}-lambda"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Action    = "sts:AssumeRole"
      Principal = { Service = "lambda.amazonaws.com" }
    }]
  })

  inline_policy {
    name = "read-data"
    policy = jsonencode({
      Version = "2012-10-17"
      Statement = [{
        Effect   = "Allow"
        Action   = ["s3:GetObject"]
        Resource = "${aws_s3_bucket.data.arn}/*"
      }]
    })
  }
}

resource "aws_iam_role_policy_attachment" "basic" {
  role       = aws_iam_role.lambda.name
  policy_arn = "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"
}

resource "aws_cloudwatch_log_group" "fn" {
  name              = "/aws/lambda/tycon-${var.env}"
  retention_in_days = 14
}

resource "aws_lambda_function" "fn" {
  function_name = "tycon-${var.env}"
  role          = aws_iam_role.lambda.arn
  runtime       = "python3.9"
  handler       = "app.handler"
  filename      = "lambda.zip"
  memory_size   = 256
  timeout       = 30
  architectures = ["arm64"]

  environment {
    variables = {
      BUCKET = aws_s3_bucket.data.bucket
      ENV    = var.env
    }
  }

  tracing_config {
    mode = "Active"
  }

  depends_on = [aws_iam_role_policy_attachment.basic, aws_cloudwatch_log_group.fn]
}

resource "aws_lambda_permission" "s3" {
  statement_id  = "AllowS3"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.fn.function_name
  principal     = "s3.amazonaws.com"
  source_arn    = aws_s3_bucket.data.arn
}

output "bucket_arn" {
  value = aws_s3_bucket.data.arn
}

output "function_arn" {
  value = aws_lambda_function.fn.arn
}

output "extra_bucket_ids" {
  value = { for k, b in aws_s3_bucket.extra : k => b.id }
}
