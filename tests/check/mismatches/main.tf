variable "admins" {
  type = list(object({
    name  = string
    email = string
    tags  = optional(map(number), {})
  }))
}

variable "ports" {
  type = map(number)
}
