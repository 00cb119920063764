variable "b" {
  type    = list(string)
  default = [1, var.x. ]
}
