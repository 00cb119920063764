variable "f" {
  type = list(string)
  default = {for k, v in {a = "x"} : v w}
}
