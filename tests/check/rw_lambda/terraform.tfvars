function_name = "order-processor.v2"
runtime       = "python3.8"
handler       = "handler"
memory_size   = 64
timeout       = 1200

environment_variables = {
  TABLE_NAME         = "orders"
  AWS_REGION         = "eu-west-1"
  BATCH              = 25
}

layers = [
  "arn:aws:lambda:eu-west-1:123456789012:layer:common:3",
  "arn:aws:lambda:eu-west-1:123456789012:layer:powertools",
]

architectures = ["arm64", "x86_64"]

vpc_config = {
  subnet_ids = ["subnet-1", "subnet-2"]
}

event_sources = {
  orders = {
    event_source_arn  = "arn:aws:sqs:eu-west-1:123456789012:orders"
    batch_size        = 20000
  }
  stream = {
    event_source_arn  = "arn:aws:kinesis:eu-west-1:123456789012:stream/clicks"
    starting_position = "EARLIEST"
  }
}

reserved_concurrent_executions = "unlimited"
tracing_mode                   = "active"
