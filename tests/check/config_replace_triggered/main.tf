resource "thing_a" "base" {
  count = 2
}

resource "thing_a" "dependent" {
  count = 2
  lifecycle {
    replace_triggered_by = [
      thing_a.base[count.index],
      thing_a.base[count.value],
      var.nothing,
      thing_a.base[0].id == thing_a.dependent[0].id,
      "constant",
      lonely,
    ]
  }
}

resource "thing_a" "each_user" {
  for_each = toset(["a"])
  lifecycle {
    replace_triggered_by = [thing_a.base[each.value]]
  }
}

resource "thing_a" "not_list" {
  lifecycle {
    replace_triggered_by = thing_a.base
  }
}
