variable "size" {
  type = map(string)
  default = {a = [1}
  nullable = false
}

variable "port" {
  type = map(string)
  default = {
    a = "x"
    b = {c = [1, 2 3]}
  }
}
