variable "café" {
  type = number
}

variable "x" {
  type = map(string)
}

variable "y" {
  type = object({ a = list(number) })
}
