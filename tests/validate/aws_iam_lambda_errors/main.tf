# IAM role and Lambda function mistakes: a missing required argument, a policy given as an
# object instead of a JSON string, numbers and bools given where they do not convert, a map
# where a list is required, missing required arguments in a nested block, too many blocks,
# an unsupported block type, an unsupported argument with a suggestion.
provider "aws" {
  region = "eu-west-1"
}

resource "aws_iam_role" "no_policy" {
  name = "no-policy"
}

resource "aws_iam_role" "policy_object" {
  name = "object"
  assume_role_policy = {
    Version = "2012-10-17"
  }
  max_session_duration = "1h"
  tags                 = { Team = { Name = "x" } }

  inline_policy {
    name     = "p"
    policies = "{}"
  }
}

resource "aws_lambda_function" "missing" {
  runtime = "python3.9"
  handler = "app.handler"
}

resource "aws_lambda_function" "types" {
  function_name = "fn"
  role          = "arn:aws:iam::123456789012:role/fn"
  memory_size   = "lots"
  timeout       = true
  layers        = "arn:aws:lambda:eu-west-1:123456789012:layer:x:1"
  publish       = "true"
  architectures = { arch = "arm64" }

  environment {
    variables = ["A=1"]
  }

  vpc_config {
    security_group_ids = ["sg-1"]
  }

  tracing_config {
    mode = "Active"
  }

  tracing_config {
    mode = "PassThrough"
  }

  dead_letter_config {
    target = "arn:aws:sqs:eu-west-1:123456789012:dlq"
  }

  image {
    uri = "x"
  }

  handlr = "app.handler"
}
