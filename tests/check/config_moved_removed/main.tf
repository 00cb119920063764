moved {
  from = thing_a.old
}

moved {
  from = thing_a.old
  to   = upper("thing_a.new")
  note = "x"
}

moved {
  from = thing_a.before
  to   = thing_a.after
}

removed {
}

removed {
  from = thing_a.gone_too
  lifecycle {
    destroy = false
    keep    = true
  }
  extra {}
}

removed {
  from = thing_a.gone
  lifecycle {
    destroy = true
  }
}

moved {
  from = module.old
  to   = module.new[0]
}

moved {
  from = var.thing
  to   = thing_a.x["k"].y
}

moved {
  from = module
  to   = thing_a
}

moved {
  from = thing_a[0]
  to   = data.thing_b.c
}
