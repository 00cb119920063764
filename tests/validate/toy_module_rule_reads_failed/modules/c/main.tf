terraform {
  required_providers {
    toy = {
      source = "example/toy"
    }
  }
}

variable "a" {
  type = number
}

variable "b" {
  type = string
  validation {
    condition     = var.a > 0 || var.b != ""
    error_message = "bad"
  }
}

variable "d" {
  type = string
  validation {
    condition     = var.d != var.b
    error_message = "bad d"
  }
}

variable "e" {
  type    = string
  default = "e"
  validation {
    condition     = var.e != ""
    error_message = "bad e"
  }
}

resource "toy_thing" "b" {
  name = var.b
  size = var.b
}

resource "toy_thing" "d" {
  name = var.d
  size = var.d
}

resource "toy_thing" "e" {
  name = var.e
  size = var.e
}
