variable "rules" {
  type = object({id = object({opts = tuple([number])})})
  default = . [ {
}

variable "zone" {
  type = number
  default = !false && 1 < 2
}

variable "items" {
}
