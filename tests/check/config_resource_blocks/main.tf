resource "thing_a" "one" {
  locals {}
  lifecycle {}
  lifecycle {}
  connection {}
  connection {}
  _ {}
  _ {}
}

data "thing_b" "two" {
  locals {}
  lifecycle {}
  lifecycle {}
  _ {}
  _ {}
}

ephemeral "thing_c" "three" {
  locals {}
  _ {}
  _ {}
}
