resource "bad type" "ok_name" {}

resource "ok_type" "9lives" {}

data "weird.type" "x" {}

data "ok_type" "has space" {}

ephemeral "a/b" "c" {}

ephemeral "ok_type" "-dash" {}
