variable "port" {
  type = bool
  default = 
}

variable "rules" {
  type = any
  default = "a b" ! 1 }
}

variable "items" {
  type = object({opts = optional(map(map(number))), id = optional(list(string))})
  default = {
opts = {
opts = {
count = {
enabled = 0
ports = 1
}
ports ( = 5
}
}
}
