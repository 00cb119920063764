variable "b" {
  type = object({a=string})
  default = 1 + {
a = {
b null
}
}
}
