# References typed by the AWS schemas: string and map attributes used correctly; a map
# attribute passed where a string is required (not reported: validate gives resources no
# value); nonexistent attributes (with suggestions), an undeclared resource and data source,
# count and for_each instances accessed without a key, traversals into blocks and
# set-typed attributes.
provider "aws" {
  region = "eu-west-1"
}

data "aws_availability_zones" "az" {}

resource "aws_vpc" "main" {
  cidr_block = "10.0.0.0/16"
}

resource "aws_subnet" "each" {
  for_each          = toset(["a", "b"])
  vpc_id            = aws_vpc.main.id
  cidr_block        = cidrsubnet(aws_vpc.main.cidr_block, 8, index(["a", "b"], each.key))
  availability_zone = "eu-west-1${each.key}"
}

resource "aws_s3_bucket" "b" {
  bucket = "refs"
  tags   = { Name = "refs" }

  versioning {
    enabled = true
  }
}

resource "aws_s3_bucket_policy" "ok" {
  bucket = aws_s3_bucket.b.id
  policy = jsonencode({ Resource = aws_s3_bucket.b.arn, Tags = aws_s3_bucket.b.tags })
}

resource "aws_s3_bucket_policy" "map_for_string" {
  bucket = aws_s3_bucket.b.tags
  policy = aws_s3_bucket.b.versioning
}

resource "aws_s3_bucket_policy" "no_attr" {
  bucket = aws_s3_bucket.b.name
  policy = aws_s3_bucket.b.bucket_arn
}

resource "aws_s3_bucket_policy" "undeclared" {
  bucket = aws_s3_bucket.missing.id
  policy = data.aws_iam_policy_document.missing.json
}

resource "aws_instance" "web" {
  count         = 2
  ami           = "ami-123"
  instance_type = "t3.micro"
  subnet_id     = aws_subnet.each["a"].id
}

resource "aws_eip" "web" {
  instance = aws_instance.web.id
  vpc      = true
}

resource "aws_eip" "web_ok" {
  count    = length(aws_instance.web)
  instance = aws_instance.web[count.index].id
  vpc      = true
}

resource "aws_route53_record" "sub" {
  zone_id = "Z123"
  name    = "web"
  type    = "A"
  ttl     = 300
  records = aws_subnet.each.cidr_block
}

resource "aws_s3_bucket" "traversals" {
  bucket = aws_s3_bucket.b.versioning.enabled
  tags = {
    a = aws_s3_bucket.b.versioning[0].enabled
    b = data.aws_availability_zones.az.names[0]
    c = aws_s3_bucket.b.tags["Name"]
    d = aws_s3_bucket.b.bucket.name
    e = data.aws_availability_zones.az.zone_id
  }
}

output "az_count" {
  value = length(data.aws_availability_zones.az.names)
}

output "eip" {
  value = aws_eip.web_ok[*].public_ip
}
