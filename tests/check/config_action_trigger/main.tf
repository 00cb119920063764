action "thing_act" "notify" {}

action "thing_act" "audit" {}

resource "thing_a" "events" {
  lifecycle {
    action_trigger {
      events  = [before_update, before_update, on_destroy, "after_create"]
      actions = [action.thing_act.notify]
    }
  }
}

resource "thing_a" "targets" {
  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.thing_act.notify, thing_a.events, action.thing_act.audit]
    }
    action_trigger {
      events  = [after_update]
      actions = [module.child.out]
    }
    action_trigger {
      events  = [after_update]
      actions = [action.thing_act.notify == action.thing_act.audit]
    }
  }
}

resource "thing_a" "empty" {
  lifecycle {
    action_trigger {
      events  = []
      actions = []
    }
    action_trigger {
      condition = true
    }
  }
}

data "thing_b" "not_managed" {
  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.thing_act.notify]
    }
  }
}
