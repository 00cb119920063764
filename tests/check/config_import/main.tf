import {
  for_each = ["a"]
  to       = thing[each.value]
  id       = each.value
}

import {
  to = data.thing_b.x
  id = "1"
}

import {
  to       = module.m.thing_a.y
  id       = "2"
  provider = alpha
}

import {
  to = thing_a.z
}

import {
  to       = thing_a.w
  id       = "3"
  identity = {}
}

import {
  id = "4"
}

import {
  to = thing_a.v[0].x
  id = "5"
}

import {
  to = lower(x)
  id = "6"
}

import {
  to = module.m
  id = "7"
}

import {
  to = var.thing
  id = "8"
}

import {
  to    = thing_a.u
  id    = "9"
  extra = true
}
