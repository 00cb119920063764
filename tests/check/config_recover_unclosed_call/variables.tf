variable "tags" {
  type = list(any, 1)
  default = {
    opts = " sp "
  }
}

variable "zone" {
  type = map(string
  nullable = false
}

variable "after" {
  type = number
  default = "x"
}
