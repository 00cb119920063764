variable "tags" {
  type = list(any, 1)
}

variable "zone" {
  type = string
  nullable = false false
}

variable "after" {
  type = number
  default = "x"
}
