# Incorrect attribute value types: string, number, bool, map and list-of-object
# (nested_type) attributes given values that do not convert; some that do convert.
terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

resource "toy_thing" "string_from_object" {
  name = { first = "a" }
  item {}
}

resource "toy_thing" "string_from_list" {
  name = ["a", "b"]
  item {}
}

resource "toy_thing" "number_from_string" {
  name = "n"
  size = "big"
  item {}
}

resource "toy_thing" "number_from_bool" {
  name = "n"
  size = true
  item {}
}

resource "toy_thing" "converts" {
  name = 42
  size = "12.5"
  tags = { a = 1, b = true }
  item {
    x = "true"
  }
}

resource "toy_thing" "bool_from_string" {
  name = "b"
  item {
    x = "yes"
  }
}

resource "toy_thing" "map_from_list" {
  name = "m"
  tags = ["a", "b"]
  item {}
}

resource "toy_thing" "map_of_objects" {
  name = "m"
  tags = { a = { b = 1 } }
  item {}
}

resource "toy_thing" "nested_type_object" {
  name = "o"
  spec = { k = "a" }
  item {}
}

resource "toy_thing" "nested_type_elem" {
  name = "o"
  spec = [{ k = "a", v = "not a number" }]
  item {}
}

resource "toy_thing" "nested_type_string" {
  name = "o"
  spec = "k=a"
  item {}
}

resource "toy_thing" "nested_type_list_of_strings" {
  name = "o"
  spec = ["a"]
  item {}
}

data "toy_lookup" "q_from_tuple" {
  q = [1, 2]
}
