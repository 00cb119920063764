resource "thing_a" "x" {
  count = 2
}

import {
  to = thing_a.x[0]
  id = "a"
}

import {
  to = thing_a.x[1]
  id = "b"
}

import {
  to = resource.thing_a.x[0]
  id = "c"
}

import {
  to = module.m["k"].thing_a.y
  id = "d"
}

import {
  to = module.m["k"].thing_a.y
  id = "e"
}

import {
  to = thing_a.x["0"]
  id = "f"
}
