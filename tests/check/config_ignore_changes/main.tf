resource "thing_a" "mixed" {
  lifecycle {
    ignore_changes = [tags, "*", name]
  }
}

resource "thing_a" "star_only" {
  lifecycle {
    ignore_changes = ["*"]
  }
}

resource "thing_a" "not_list" {
  lifecycle {
    ignore_changes = "tags"
  }
}

resource "thing_a" "computed" {
  lifecycle {
    ignore_changes = [tags, lower("x"), "legacy"]
  }
}

resource "thing_a" "fine" {
  lifecycle {
    ignore_changes = all
  }
}
