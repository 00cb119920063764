#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Speed of `tycon validate` (issue 18), in process (build-rel/bench/tycon_check_time
--schema):

  1. schema load: a configuration of one resource against the 4 MB AWS provider schema
     (reading and indexing the schema dominates); goal under 20 ms;
  2. 200 resources: a generated configuration of 200 resource and data blocks of 20 AWS
     types (nested blocks, dynamic blocks, references between resources, count and
     for_each, a few mistakes) against the same schema; goal under 30 ms.

usage: validate_bench.py TYCON_CHECK_TIME SCHEMA_JSON [RUNS]
"""
import os
import subprocess
import sys
import tempfile

ONE = '''resource "aws_s3_bucket" "only" {
  bucket = "one"
}
'''

# (type, body) templates; {i} is the index.
KINDS = [
    ("aws_vpc", 'cidr_block = "10.{i}.0.0/16"\n  tags = {{ Name = "vpc-{i}" }}'),
    ("aws_subnet", 'vpc_id = aws_vpc.r{j}.id\n  cidr_block = "10.{i}.1.0/24"\n  availability_zone = "eu-west-1a"'),
    ("aws_security_group", 'name = "sg-{i}"\n  vpc_id = aws_vpc.r{j}.id\n  ingress {{\n    from_port = 443\n    to_port = 443\n    protocol = "tcp"\n    cidr_blocks = ["0.0.0.0/0"]\n  }}\n  egress {{\n    from_port = 0\n    to_port = 0\n    protocol = "-1"\n    cidr_blocks = ["0.0.0.0/0"]\n  }}'),
    ("aws_instance", 'ami = data.aws_ami.r{j}.id\n  instance_type = "t3.micro"\n  subnet_id = aws_subnet.r{j}.id\n  root_block_device {{\n    volume_size = 20\n  }}\n  tags = {{ Name = "web-{i}" }}'),
    ("aws_s3_bucket", 'bucket = "bucket-{i}"\n  tags = {{ Env = "prod" }}'),
    ("aws_s3_bucket_policy", 'bucket = aws_s3_bucket.r{j}.id\n  policy = data.aws_iam_policy_document.r{j}.json'),
    ("aws_iam_role", 'name = "role-{i}"\n  assume_role_policy = data.aws_iam_policy_document.r{j}.json'),
    ("aws_iam_role_policy_attachment", 'role = aws_iam_role.r{j}.name\n  policy_arn = "arn:aws:iam::aws:policy/ReadOnlyAccess"'),
    ("aws_lambda_function", 'function_name = "fn-{i}"\n  role = aws_iam_role.r{j}.arn\n  handler = "index.handler"\n  runtime = "nodejs18.x"\n  filename = "fn.zip"\n  environment {{\n    variables = {{ A = "b" }}\n  }}'),
    ("aws_cloudwatch_log_group", 'name = "/aws/lambda/fn-{i}"\n  retention_in_days = 14'),
    ("aws_route_table", 'vpc_id = aws_vpc.r{j}.id\n  route {{\n    cidr_block = "0.0.0.0/0"\n    gateway_id = "igw-{i}"\n  }}'),
    ("aws_lb", 'name = "lb-{i}"\n  internal = false\n  subnets = [aws_subnet.r{j}.id]'),
    ("aws_lb_target_group", 'name = "tg-{i}"\n  port = 80\n  protocol = "HTTP"\n  vpc_id = aws_vpc.r{j}.id\n  health_check {{\n    path = "/"\n  }}'),
    ("aws_db_instance", 'identifier = "db-{i}"\n  engine = "postgres"\n  instance_class = "db.t3.micro"\n  allocated_storage = 20'),
    ("aws_dynamodb_table", 'name = "t-{i}"\n  hash_key = "id"\n  billing_mode = "PAY_PER_REQUEST"\n  attribute {{\n    name = "id"\n    type = "S"\n  }}'),
    ("aws_sqs_queue", 'name = "q-{i}"\n  visibility_timeout_seconds = 30'),
    ("aws_sns_topic", 'name = "topic-{i}"'),
    ("aws_kms_key", 'description = "key {i}"\n  deletion_window_in_days = 7'),
]
DATA = [
    ("aws_ami", 'most_recent = true\n  owners = ["amazon"]\n  filter {{\n    name = "name"\n    values = ["al2023-*"]\n  }}'),
    ("aws_iam_policy_document", 'statement {{\n    actions = ["s3:GetObject"]\n    resources = ["*"]\n  }}'),
]


def generate(d, n):
    out = ['variable "names" {\n  type = set(string)\n  default = ["a", "b"]\n}\n']
    per = (n - 10) // (len(KINDS) + len(DATA))
    k = 0
    for t, body in DATA:
        for i in range(per):
            out.append('data "%s" "r%d" {\n  %s\n}\n' % (t, i, body.format(i=i, j=i)))
            k += 1
    for t, body in KINDS:
        for i in range(per):
            out.append('resource "%s" "r%d" {\n  %s\n}\n' % (t, i, body.format(i=i, j=i)))
            k += 1
    while k < n:  # the rest: repeated buckets with a mistake each
        out.append('resource "aws_s3_bucket" "extra%d" {\n  for_each = var.names\n  bucket = each.key\n  acl = ["private"]\n}\n' % k)
        k += 1
    with open(os.path.join(d, "main.tf"), "w") as f:
        f.write("\n".join(out))


def run(timer, schema, d, runs):
    return subprocess.run([timer, "--schema", schema, d, str(runs)], capture_output=True, text=True,
                          check=True).stdout.strip()


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    timer, schema = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    size = os.path.getsize(schema) / 1e6
    with tempfile.TemporaryDirectory() as one, tempfile.TemporaryDirectory() as many:
        with open(os.path.join(one, "main.tf"), "w") as f:
            f.write(ONE)
        generate(many, 200)
        print("schema load (%.1f MB schema, 1 resource): %s  [goal < 20 ms]" %
              (size, run(timer, schema, one, runs)))
        print("validate 200 resources (schema load included): %s  [goal < 30 ms]" %
              run(timer, schema, many, runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
